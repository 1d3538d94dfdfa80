import { useEffect, useState } from "react";

const IDLE_MS = 3_000;

/** True once the pointer has not moved for 3 s: the player hides the cursor then. */
export function useIdleCursor() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setHidden(true), IDLE_MS);
    const moved = () => {
      setHidden(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHidden(true), IDLE_MS);
    };
    window.addEventListener("pointermove", moved);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pointermove", moved);
    };
  }, []);
  return hidden;
}
