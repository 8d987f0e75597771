import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { passwordRequirements } from '@farmasi/contracts/password';
import { Typography } from 'antd';

/** Live checklist of the new password's requirements. */
export const RequisitosPassword = ({ password }: { password: string }) => (
  <ul aria-label="Requisitos de la contraseña" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
    {passwordRequirements.map((r) => {
      const ok = r.test(password);
      return (
        <li key={r.key} data-cumple={ok}>
          <Typography.Text type={ok ? 'success' : 'secondary'}>
            {ok ? <CheckCircleFilled aria-label="Cumple" /> : <CloseCircleOutlined aria-label="No cumple" />}{' '}
            {r.label}
          </Typography.Text>
        </li>
      );
    })}
  </ul>
);
