/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Sync_TextInputs */

const en_cal_sync_text = /** @type {(inputs: Cal_Sync_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to this private link in Google Calendar (Other calendars → From URL) or Outlook to see this space’s bookings and blocks there. Keep it to yourself: anyone with it can read them.`)
};

const sw_cal_sync_text = /** @type {(inputs: Cal_Sync_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiunge na kiungo hiki cha siri kwenye Google Calendar (Other calendars → From URL) au Outlook ili kuona uhifadhi na vizuizi vya eneo hili huko. Kitunze mwenyewe: yeyote mwenye kiungo anaweza kuvisoma.`)
};

/**
* | output |
* | --- |
* | "Subscribe to this private link in Google Calendar (Other calendars → From URL) or Outlook to see this space’s bookings and blocks there. Keep it to yourself:..." |
*
* @param {Cal_Sync_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_sync_text = /** @type {((inputs?: Cal_Sync_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Sync_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_sync_text(inputs)
	return en_cal_sync_text(inputs)
});