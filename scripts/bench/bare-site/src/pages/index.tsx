export default function IndexPage() {
  return <h1>Hello</h1>;
}

export const Head = () => <title>Hello</title>;
