import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Link, useParams } from 'react-router';
import { CustomerDetail } from '../../../features/staff/customers/CustomerDetail';

/** /admin/users/:userId: one user, their activity, credit adjustments, credit history and orders. */
export function Component() {
  const { token } = theme.useToken();
  const { userId = '' } = useParams();
  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      <Link to="/admin/users" style={{ alignSelf: 'flex-start' }}>
        <ArrowLeftOutlined aria-hidden /> All users
      </Link>
      <CustomerDetail key={userId} userId={userId} />
    </Flex>
  );
}
