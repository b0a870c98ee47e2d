/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Settle_FirstInputs */

const en_privacy_delete_settle_first = /** @type {(inputs: Privacy_Delete_Settle_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle these first:`)
};

const sw_privacy_delete_settle_first = /** @type {(inputs: Privacy_Delete_Settle_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maliza haya kwanza:`)
};

/**
* | output |
* | --- |
* | "Settle these first:" |
*
* @param {Privacy_Delete_Settle_FirstInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_settle_first = /** @type {((inputs?: Privacy_Delete_Settle_FirstInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Settle_FirstInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_settle_first(inputs)
	return en_privacy_delete_settle_first(inputs)
});