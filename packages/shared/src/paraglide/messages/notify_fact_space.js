/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_SpaceInputs */

const en_notify_fact_space = /** @type {(inputs: Notify_Fact_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space`)
};

const sw_notify_fact_space = /** @type {(inputs: Notify_Fact_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo`)
};

/**
* | output |
* | --- |
* | "Space" |
*
* @param {Notify_Fact_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_space = /** @type {((inputs?: Notify_Fact_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_space(inputs)
	return en_notify_fact_space(inputs)
});