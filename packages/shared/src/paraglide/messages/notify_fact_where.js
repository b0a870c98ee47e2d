/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_WhereInputs */

const en_notify_fact_where = /** @type {(inputs: Notify_Fact_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const sw_notify_fact_where = /** @type {(inputs: Notify_Fact_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahali`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Notify_Fact_WhereInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_where = /** @type {((inputs?: Notify_Fact_WhereInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_WhereInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_where(inputs)
	return en_notify_fact_where(inputs)
});