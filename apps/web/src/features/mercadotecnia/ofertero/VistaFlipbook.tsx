import { Empty } from 'antd';
import { useDebounced } from '@/lib/useDebounced';
import './ofertero.css';

/**
 * The live preview of the flipbook (001 §2): the link's page in a sandboxed frame, loaded once
 * typing pauses; until the link is one of the flipbook site, an empty frame says why.
 */
export const VistaFlipbook = ({ url }: { url: string }) => {
  const quieta = useDebounced(url, 600);
  return (
    <div className="ofertero-vista">
      {quieta ? (
        <iframe
          title="Vista previa del flipbook"
          src={quieta}
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      ) : (
        <Empty description="Capture la liga del flipbook para ver la vista previa" />
      )}
    </div>
  );
};
