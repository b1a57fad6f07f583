/**
 * asciinema-player on an asciicast recording: its own controls give play/pause, the seek bar with
 * time, full screen and keyboard shortcuts (space, f, arrows); the speed is chosen outside (the
 * player has no speed API, so a new speed re-creates it where it was). The player's code and CSS
 * load with this module, i.e. only when a replay is opened.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Box } from '@mui/material';
import { create, type Marker, type Player } from 'asciinema-player';
import 'asciinema-player/dist/bundle/asciinema-player.css';

export interface PlayerHandle {
  /** Moves the player to `seconds` into the recording. */
  seek(seconds: number): Promise<void>;
}

export interface AsciicastPlayerProps {
  src: string;
  speed: number;
  markers: readonly Marker[];
  /** The player's current time, reported a few times a second. */
  onTime(seconds: number, duration: number | undefined): void;
  label: string;
  /** Where playback starts (a command's moment), in seconds. */
  startAt?: number;
}

const TICK_MS = 250;

export const AsciicastPlayer = forwardRef<PlayerHandle, AsciicastPlayerProps>(
  function AsciicastPlayer({ src, speed, markers, onTime, label, startAt = 0 }, ref) {
    const box = useRef<HTMLDivElement>(null);
    const player = useRef<Player | null>(null);
    /** Where a re-created player resumes, and whether it was playing. */
    const resume = useRef({ at: startAt, playing: false });
    const onTimeRef = useRef(onTime);
    onTimeRef.current = onTime;

    useImperativeHandle(ref, () => ({
      async seek(seconds: number) {
        await player.current?.seek(seconds);
        onTimeRef.current(seconds, player.current?.getDuration());
      },
    }));

    useEffect(() => {
      const el = box.current;
      if (!el) return;
      const { at, playing } = resume.current;
      const p = create({ url: src }, el, {
        speed,
        preload: true,
        autoPlay: playing,
        startAt: at,
        fit: 'width',
        controls: true,
        markers: [...markers],
        terminalFontSize: 'small',
      });
      player.current = p;
      p.addEventListener('play', () => (resume.current.playing = true));
      p.addEventListener('pause', () => (resume.current.playing = false));
      p.addEventListener('ended', () => (resume.current.playing = false));
      const tick = setInterval(() => {
        const now = p.getCurrentTime();
        resume.current.at = now;
        onTimeRef.current(now, p.getDuration());
      }, TICK_MS);
      return () => {
        clearInterval(tick);
        p.dispose();
        player.current = null;
        el.replaceChildren();
      };
    }, [src, speed, markers]);

    return (
      <Box ref={box} role="region" aria-label={label} sx={{ width: '100%', minHeight: 240 }} />
    );
  },
);
