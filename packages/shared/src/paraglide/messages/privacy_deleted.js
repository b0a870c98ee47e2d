/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_DeletedInputs */

const en_privacy_deleted = /** @type {(inputs: Privacy_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted.`)
};

const sw_privacy_deleted = /** @type {(inputs: Privacy_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako imefutwa.`)
};

/**
* | output |
* | --- |
* | "Your account is deleted." |
*
* @param {Privacy_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_deleted = /** @type {((inputs?: Privacy_DeletedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_DeletedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_deleted(inputs)
	return en_privacy_deleted(inputs)
});