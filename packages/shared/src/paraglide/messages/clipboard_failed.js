/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clipboard_FailedInputs */

const en_clipboard_failed = /** @type {(inputs: Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. Select the text and copy it yourself.`)
};

const sw_clipboard_failed = /** @type {(inputs: Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haikuweza kunakili. Chagua maandishi na uyanakili mwenyewe.`)
};

/**
* | output |
* | --- |
* | "Could not copy. Select the text and copy it yourself." |
*
* @param {Clipboard_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const clipboard_failed = /** @type {((inputs?: Clipboard_FailedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clipboard_FailedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_clipboard_failed(inputs)
	return en_clipboard_failed(inputs)
});