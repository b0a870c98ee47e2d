/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Feed_Blocked_NoteInputs */

const en_feed_blocked_note = /** @type {(inputs: Feed_Blocked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Blocked: ${i?.note}`)
};

const sw_feed_blocked_note = /** @type {(inputs: Feed_Blocked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imezuiwa: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Blocked: {note}" |
*
* @param {Feed_Blocked_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked_note = /** @type {((inputs: Feed_Blocked_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_Blocked_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_blocked_note(inputs)
	return en_feed_blocked_note(inputs)
});