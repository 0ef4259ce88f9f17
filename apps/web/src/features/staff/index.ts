// The staff lists of /configuration: administrators, and sales representatives and account executives.
export { AdministratorListPage, SalesAccountListPage } from './staff-list-page.tsx';
