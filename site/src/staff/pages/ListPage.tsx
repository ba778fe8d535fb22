import { useParams } from 'react-router-dom';
import { kindOf } from '../kinds.js';
import { useStaffPage } from '../useStaffPage.js';

/** /staff/<kind>: one kind's submissions (in progress). */
export default function ListPage() {
  const kind = kindOf(useParams().kind ?? '');
  const title = kind ? kind.plural : 'Page not found';
  useStaffPage(title);
  return <h1>{title}</h1>;
}
