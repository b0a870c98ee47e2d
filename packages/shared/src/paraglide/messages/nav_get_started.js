/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Get_StartedInputs */

const en_nav_get_started = /** @type {(inputs: Nav_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Started`)
};

const sw_nav_get_started = /** @type {(inputs: Nav_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anza Sasa`)
};

/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Nav_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_get_started = /** @type {((inputs?: Nav_Get_StartedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Get_StartedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_nav_get_started(inputs)
	return en_nav_get_started(inputs)
});