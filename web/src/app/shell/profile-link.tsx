import { Link } from 'react-router-dom';
import type { User } from '../../../../contracts';
import { buttonClassName } from '../../lib/ui/button';
import { PersonIcon } from '../../lib/ui/icons';
import styles from './profile-link.module.css';

/** The desktop header's link to the profile, naming the shopper once the user data is known. */
export function ProfileLink({ user }: { user: User | null }) {
  return (
    <Link to="/edit-profile" className={buttonClassName({ color: 'inherit', className: styles.profile })}>
      <PersonIcon size={20} className={styles.icon} />
      {user === null ? (
        'My Account'
      ) : (
        <span className={styles.lines}>
          <span className={styles.username}>{user.username}</span>
          {/* Keeps the two lines apart in the link's accessible name; a flex container does not render it. */}{' '}
          <span className={styles.email}>{user.email}</span>
        </span>
      )}
    </Link>
  );
}
