/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_ReferenceInputs */

const en_notify_fact_reference = /** @type {(inputs: Notify_Fact_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const sw_notify_fact_reference = /** @type {(inputs: Notify_Fact_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumbukumbu`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Notify_Fact_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_reference = /** @type {((inputs?: Notify_Fact_ReferenceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_ReferenceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_reference(inputs)
	return en_notify_fact_reference(inputs)
});