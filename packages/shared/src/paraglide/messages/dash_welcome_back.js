/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Welcome_BackInputs */

const en_dash_welcome_back = /** @type {(inputs: Dash_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}!`)
};

const sw_dash_welcome_back = /** @type {(inputs: Dash_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karibu tena, ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Welcome back, {name}!" |
*
* @param {Dash_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_welcome_back = /** @type {((inputs: Dash_Welcome_BackInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Welcome_BackInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_welcome_back(inputs)
	return en_dash_welcome_back(inputs)
});