// Being built (issue 5); replaced by the real screen before this lands.
import { NotFoundPage } from '../NotFoundPage';

export default function AddressPage() {
  return <NotFoundPage />;
}
