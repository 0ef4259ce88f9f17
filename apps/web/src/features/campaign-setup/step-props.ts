// What every step component receives: the values, a setter per field, and the problems to show.
import type { Problems } from './wizard-steps.ts';
import type { WizardValues } from './wizard-values.ts';

export type SetValue = <Key extends keyof WizardValues>(key: Key, value: WizardValues[Key]) => void;

export type StepProps = { values: WizardValues; set: SetValue; problems: Problems };
