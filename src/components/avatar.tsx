import styled from 'styled-components';

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.avatarSize};
  height: ${({ theme }) => theme.layout.avatarSize};
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  flex-shrink: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The profile image, or the name's initial on the brand colour. */
export function Avatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl?: string | null;
  /** Lets a place restyle it (`styled(Avatar)`). */
  className?: string;
}) {
  return (
    <Circle aria-hidden="true" className={className}>
      {imageUrl ? <img src={imageUrl} alt="" /> : name.charAt(0).toUpperCase()}
    </Circle>
  );
}
