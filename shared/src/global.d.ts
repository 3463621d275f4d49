// Ambient declarations for every browser app.
declare module '*.svg' {
  const url: string;
  export default url;
}
