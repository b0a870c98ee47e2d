/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_WelcomeInputs */

const en_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}!`)
};

const sw_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karibu, ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Welcome, {name}!" |
*
* @param {Dash_WelcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_welcome = /** @type {((inputs: Dash_WelcomeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_WelcomeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_welcome(inputs)
	return en_dash_welcome(inputs)
});