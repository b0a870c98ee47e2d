/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Privacy_Export_TextInputs */

const en_privacy_export_text = /** @type {(inputs: Privacy_Export_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One archive of everything Nafasi holds about you: your account, bookings, payments, invoices, messages, reviews, posts, notifications, sign-ins and who at Nafasi changed anything about you. JSON for programs and a page to read, in your language. We e-mail you a link when it is ready; it works once, for ${i?.hours} hours, signed in as you.`)
};

const sw_privacy_export_text = /** @type {(inputs: Privacy_Export_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kumbukumbu moja ya kila kitu Nafasi inachoshikilia kukuhusu: akaunti yako, uhifadhi, malipo, ankara, ujumbe, maoni, machapisho, arifa, kuingia na nani Nafasi alibadilisha chochote kukuhusu. JSON kwa programu na ukurasa wa kusoma, kwa lugha yako. Tutakutumia kiungo ikiwa tayari; kinafanya kazi mara moja, kwa saa ${i?.hours}, ukiwa umeingia kama wewe.`)
};

/**
* | output |
* | --- |
* | "One archive of everything Nafasi holds about you: your account, bookings, payments, invoices, messages, reviews, posts, notifications, sign-ins and who at Na..." |
*
* @param {Privacy_Export_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_text = /** @type {((inputs: Privacy_Export_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_text(inputs)
	return en_privacy_export_text(inputs)
});