import { loadDataTable } from '../components/data-view/desktop-table';

// The desktop table's code in before a test draws a list, as the page's route loader has
// asked for it in the portal (components/data-view/desktop-table.tsx); otherwise the first
// test of a file waited on jsdom's first load of antd's Table.
beforeAll(() => loadDataTable());
