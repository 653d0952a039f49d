interface ImportMetaEnv {
  readonly VITE_CONTACT_ADDRESS?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_CHAT_URL?: string;
  readonly VITE_CONTACT_SOCIAL_URL?: string;
  readonly VITE_CONTACT_LAT?: string;
  readonly VITE_CONTACT_LNG?: string;
}
