/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filter_Finding_YouInputs */

const en_filter_finding_you = /** @type {(inputs: Filter_Finding_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding you…`)
};

const sw_filter_finding_you = /** @type {(inputs: Filter_Finding_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunakutafuta…`)
};

/**
* | output |
* | --- |
* | "Finding you…" |
*
* @param {Filter_Finding_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_finding_you = /** @type {((inputs?: Filter_Finding_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filter_Finding_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_filter_finding_you(inputs)
	return en_filter_finding_you(inputs)
});