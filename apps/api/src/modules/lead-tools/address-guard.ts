// The address guard moved to platform/ (an agency's SMTP sender uses it too); kept here for lead-tools.
export * from '../../platform/address-guard.ts';
