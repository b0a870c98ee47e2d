/**
* | output |
* | --- |
* | "Subscribe to this private link in Google Calendar (Other calendars → From URL) or Outlook to see this space’s bookings and blocks there. Keep it to yourself:..." |
*
* @param {Cal_Sync_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_sync_text: ((inputs?: Cal_Sync_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Sync_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Sync_TextInputs = {};
