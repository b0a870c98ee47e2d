/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_DateInputs */

const en_filter_date = /** @type {(inputs: Filter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const sw_filter_date = /** @type {(inputs: Filter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarehe`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Filter_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_date = /** @type {((inputs?: Filter_DateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_DateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_date(inputs)
	return en_filter_date(inputs)
});