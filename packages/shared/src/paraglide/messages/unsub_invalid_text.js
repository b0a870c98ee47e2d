/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsub_Invalid_TextInputs */

const en_unsub_invalid_text = /** @type {(inputs: Unsub_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which e-mails you get under Settings → Notifications.`)
};

const sw_unsub_invalid_text = /** @type {(inputs: Unsub_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chagua barua pepe unazopokea chini ya Mipangilio → Arifa.`)
};

/**
* | output |
* | --- |
* | "Choose which e-mails you get under Settings → Notifications." |
*
* @param {Unsub_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_invalid_text = /** @type {((inputs?: Unsub_Invalid_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Invalid_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_invalid_text(inputs)
	return en_unsub_invalid_text(inputs)
});