/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Moved_TextInputs */

const en_notify_moved_text = /** @type {(inputs: Notify_Moved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking now runs ${i?.when}.`)
};

const sw_notify_moved_text = /** @type {(inputs: Notify_Moved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako sasa ni ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Your booking now runs {when}." |
*
* @param {Notify_Moved_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_text = /** @type {((inputs: Notify_Moved_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Moved_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_moved_text(inputs)
	return en_notify_moved_text(inputs)
});