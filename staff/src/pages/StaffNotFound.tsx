import { Link } from 'react-router-dom';
import { useStaffPage } from '../useStaffPage.js';

/** An address under /staff that names no page, kind or record. */
export default function StaffNotFound({ what = 'page' }: { what?: string }) {
  useStaffPage('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no staff {what} at this address. <Link to="/staff">Go to the staff inbox overview</Link>.
      </p>
    </>
  );
}
