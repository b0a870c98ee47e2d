/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_WhenInputs */

const en_notify_fact_when = /** @type {(inputs: Notify_Fact_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const sw_notify_fact_when = /** @type {(inputs: Notify_Fact_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lini`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Notify_Fact_WhenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_when = /** @type {((inputs?: Notify_Fact_WhenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_WhenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_when(inputs)
	return en_notify_fact_when(inputs)
});