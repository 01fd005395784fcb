import {
  Building,
  CalendarDays,
  CalendarRange,
  CodeXml,
  Coins,
  Globe,
  InfinityIcon,
  Landmark,
  type LucideIcon,
  ShoppingCart,
  Smartphone,
  Wallet,
  Zap,
} from 'lucide-react';
import {
  budgets,
  projectTypes,
  timelines,
  type Budget,
  type ChoiceQuestion,
  type ChoiceValue,
  type ProjectType,
  type Timeline,
} from '../../lib/leads/consultation';
import type { ChoiceAnswer } from './consultationSlice';

export type OptionLabelKey =
  | `consultation.steps.projectType.${ProjectType}`
  | `consultation.steps.budget.${Budget}`
  | `consultation.steps.timeline.${Timeline}`;

export interface ChoiceCard<Q extends ChoiceQuestion> {
  value: ChoiceValue<Q>;
  icon: LucideIcon;
  labelKey: OptionLabelKey;
}

const icons: { [Q in ChoiceQuestion]: Record<ChoiceValue<Q>, LucideIcon> } = {
  projectType: { website: Globe, mobileApp: Smartphone, ecommerce: ShoppingCart, customSoftware: CodeXml },
  budget: { small: Coins, medium: Wallet, large: Landmark, enterprise: Building },
  timeline: { immediate: Zap, oneMonth: CalendarDays, threeMonths: CalendarRange, flexible: InfinityIcon },
};

export function optionLabelKey(answer: ChoiceAnswer): OptionLabelKey {
  switch (answer.question) {
    case 'projectType':
      return `consultation.steps.projectType.${answer.value}` as const;
    case 'budget':
      return `consultation.steps.budget.${answer.value}` as const;
    case 'timeline':
      return `consultation.steps.timeline.${answer.value}` as const;
  }
}

/** The cards of each choice question, in the spec's order, with their icon and dictionary label. */
export const choiceCards: { [Q in ChoiceQuestion]: readonly ChoiceCard<Q>[] } = {
  projectType: projectTypes.map((value) => ({
    value,
    icon: icons.projectType[value],
    labelKey: optionLabelKey({ question: 'projectType', value }),
  })),
  budget: budgets.map((value) => ({
    value,
    icon: icons.budget[value],
    labelKey: optionLabelKey({ question: 'budget', value }),
  })),
  timeline: timelines.map((value) => ({
    value,
    icon: icons.timeline[value],
    labelKey: optionLabelKey({ question: 'timeline', value }),
  })),
};
