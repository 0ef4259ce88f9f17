// How the Campaign group field speaks: of the chosen client's campaigns to the agency, of its own to a
// client (whose menu has no page to add groups: its agency adds them).
export const groupWords = (forItself: boolean) =>
  forItself
    ? ({ hint: 'companyGroupHintOwn', none: 'noCompanyGroupsOwn' } as const)
    : ({ hint: 'companyGroupHint', none: 'noCompanyGroups' } as const);
