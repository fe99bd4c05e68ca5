import { Card, DescriptionList, Person } from '@tjas/ui';
import { memberFace, type LoadedBoard } from '../api/boards-api.ts';
import styles from './boards.module.css';

/** One board: its name, year, motto, group photo and who held which role. */
export function BoardCard({ loaded, headingLevel = 2 }: { loaded: LoadedBoard; headingLevel?: 2 | 3 }) {
  const { board, members, photoUrl } = loaded;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Heading className={styles.title}>
        {board.name} ({board.year})
      </Heading>
      {board.motto && <p className={styles.motto}>“{board.motto}”</p>}
      {photoUrl && (
        <img
          className={styles.photo}
          src={photoUrl}
          alt={`Groepsfoto van het ${board.name}`}
          width={800}
          height={450}
          loading="lazy"
        />
      )}
      <DescriptionList>
        {members.map((member) => (
          <div key={member.id} className={styles.role}>
            <dt>{member.role}</dt>
            <dd>
              <Person name={member.name} src={memberFace(member)} />
            </dd>
          </div>
        ))}
      </DescriptionList>
    </Card>
  );
}
