/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_TotalInputs */

const en_notify_fact_total = /** @type {(inputs: Notify_Fact_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const sw_notify_fact_total = /** @type {(inputs: Notify_Fact_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumla`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Notify_Fact_TotalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_total = /** @type {((inputs?: Notify_Fact_TotalInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_TotalInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_total(inputs)
	return en_notify_fact_total(inputs)
});