/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_RefusedInputs */

const en_toast_refused = /** @type {(inputs: Toast_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused. The reason was sent.`)
};

const sw_toast_refused = /** @type {(inputs: Toast_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limekataliwa. Sababu imetumwa.`)
};

/**
* | output |
* | --- |
* | "Refused. The reason was sent." |
*
* @param {Toast_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_refused = /** @type {((inputs?: Toast_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_refused(inputs)
	return en_toast_refused(inputs)
});