/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsub_Done_TitleInputs */

const en_unsub_done_title = /** @type {(inputs: Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

const sw_unsub_done_title = /** @type {(inputs: Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umejiondoa`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Unsub_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_done_title = /** @type {((inputs?: Unsub_Done_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Done_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_done_title(inputs)
	return en_unsub_done_title(inputs)
});