/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_GoesInputs */

const en_privacy_delete_goes = /** @type {(inputs: Privacy_Delete_GoesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What goes`)
};

const sw_privacy_delete_goes = /** @type {(inputs: Privacy_Delete_GoesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinachoondoka`)
};

/**
* | output |
* | --- |
* | "What goes" |
*
* @param {Privacy_Delete_GoesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes = /** @type {((inputs?: Privacy_Delete_GoesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_GoesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_goes(inputs)
	return en_privacy_delete_goes(inputs)
});