import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CardGrid, ListWithInlineForm, useAsync, useConfirmedRemoval } from '@tjas/ui';
import { deleteRecord, listVideos, videoFileUrl, type VideoRecord } from '../api/sport-api.ts';
import styles from './sport.module.css';
import { VideoForm } from './video-form.tsx';

/** An uploaded video plays here; the file is protected, so its URL carries a file token. */
function VideoPlayer({ video }: { video: VideoRecord }) {
  const [state] = useAsync(() => videoFileUrl(video), video.id);
  if (state.status !== 'ready') return null;
  return <video className={styles.video} controls preload="metadata" src={state.data} aria-label={video.title} />;
}

/** /sport/uitlegvideos: explainer videos by the Sportcommissie. */
export function VideosPage() {
  const manage = useHasPermission(PERMISSIONS.manageSportMaterial);
  const [state, reload] = useAsync(listVideos, 'videos');
  const removal = useConfirmedRemoval<VideoRecord>({
    remove: (item) => deleteRecord('videos', item.id),
    nameOf: (item) => item.title,
    title: 'Video verwijderen?',
    consequence: 'verdwijnt van de pagina.',
    describe: describeError,
    onRemoved: reload,
  });

  return (
    <ListWithInlineForm<VideoRecord>
      title="Uitlegvideo’s"
      description="Techniek, training en veiligheid, uitgelegd door de Sportcommissie."
      manage={manage}
      addLabel="Video toevoegen"
      addTitle="Uitlegvideo toevoegen"
      form={(_, { cancel, saved }) => <VideoForm onCancel={cancel} onSaved={saved} />}
      savedMessage={(video) => `${video.title} is toegevoegd.`}
      onSaved={reload}
    >
      {() => (
        <>
          <AsyncContent
            state={state}
            reload={reload}
            loadingLabel="Video’s worden geladen…"
            describe={describeError}
            isEmpty={(data) => data.length === 0}
            empty="Er zijn nog geen uitlegvideo’s."
          >
            {(data) => (
              <CardGrid label="Uitlegvideo’s" min="17rem">
                {data.map((video) => (
                  <li key={video.id}>
                    <Card title={video.title}>
                      {video.file && <VideoPlayer video={video} />}
                      {video.description && <p>{video.description}</p>}
                      {video.url && (
                        <a href={video.url} target="_blank" rel="noopener noreferrer">
                          Bekijk “{video.title}”
                        </a>
                      )}
                      {manage && (
                        <div className={styles.actions}>
                          <Button variant="danger" onClick={() => removal.ask(video)}>
                            Verwijderen
                          </Button>
                        </div>
                      )}
                    </Card>
                  </li>
                ))}
              </CardGrid>
            )}
          </AsyncContent>
          {removal.dialog}
        </>
      )}
    </ListWithInlineForm>
  );
}
