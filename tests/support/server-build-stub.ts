// Worker tests exercise /v1, /cable and /media; the React Router build is not
// needed there, and importing it would require a full Vite build first.
export default {};
