// Small line icons of list row actions (agency, client and staff lists).
import type { SVGProps } from 'react';
import { lineIcon } from './icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

const base = { ...lineIcon, width: 16, height: 16 };

export const CoinIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M14.5 9.5c-.4-.9-1.3-1.5-2.5-1.5-1.7 0-2.8.9-2.8 2s1.1 1.7 2.8 2 2.8.9 2.8 2-1.1 2-2.8 2c-1.2 0-2.1-.6-2.5-1.5M12 6.5V8M12 16v1.5" />
  </svg>
);

export const SalesPersonIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="12" cy="7" r="4" />
    <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1M12 14l-1.5 3 1.5 4 1.5-4z" />
  </svg>
);

export const CostIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const PencilIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

export const TrashIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);

export const LogsIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h8M8 9h2" />
  </svg>
);

export const CardIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
);

export const UserPlusIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const FilterIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M3 4h18l-7 8.5V19l-4 2v-8.5z" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const ReceiptIcon = (props: IconProps) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </svg>
);
