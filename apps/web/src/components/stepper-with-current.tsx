// Mantine's Stepper with the step in progress marked aria-current="step", so a screen reader says
// which step the form is at (WCAG 1.3.1).
import { Stepper, type StepperProps, type StepperStepProps } from '@mantine/core';
import { Children, cloneElement, isValidElement, type ReactElement } from 'react';

type StepElement = ReactElement<StepperStepProps & { 'aria-current'?: 'step' }>;

export function StepperWithCurrent({ active, children, ...props }: StepperProps) {
  let stepIndex = -1;
  const marked = Children.map(children, (child) => {
    if (!isValidElement(child) || child.type !== Stepper.Step) return child;
    stepIndex += 1;
    return cloneElement(child as StepElement, { 'aria-current': stepIndex === active ? 'step' : undefined });
  });
  return (
    <Stepper active={active} {...props}>
      {marked}
    </Stepper>
  );
}
