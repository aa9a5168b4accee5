import type { Config } from 'tailwindcss';

/** Design tokens: the brand purple, neutral greys and the dark palette. */
const config: Config = {
  content: [],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f5f3ff',
          100: '#ede9fe',
          200: '#ddd6fe',
          300: '#c4b5fd',
          400: '#a78bfa',
          500: '#8b5cf6',
          600: '#7c3aed',
          700: '#6d28d9',
          800: '#5b21b6',
          900: '#4c1d95',
          950: '#2e1065',
        },
        accent: { 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706' },
        night: {
          950: '#0f0f12',
          900: '#17171c',
          850: '#1c1c22',
          800: '#24242b',
          700: '#30303a',
          600: '#44444f',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Noto Sans Arabic',
          'Noto Sans CJK SC',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      keyframes: {
        'logo-pulse': {
          '0%, 100%': { transform: 'scale(1)', opacity: '1' },
          '50%': { transform: 'scale(0.92)', opacity: '0.55' },
        },
      },
      animation: { 'logo-pulse': 'logo-pulse 1.4s ease-in-out infinite' },
    },
  },
};

export default config;
