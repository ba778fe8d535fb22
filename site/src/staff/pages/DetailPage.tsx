import { useParams } from 'react-router-dom';
import { kindOf } from '../kinds.js';
import { useStaffPage } from '../useStaffPage.js';

/** /staff/<kind>/<id>: one submission (in progress). */
export default function DetailPage() {
  const kind = kindOf(useParams().kind ?? '');
  const title = kind ? kind.singular : 'Page not found';
  useStaffPage(title);
  return <h1>{title}</h1>;
}
