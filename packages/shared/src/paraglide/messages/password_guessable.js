/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_GuessableInputs */

const en_password_guessable = /** @type {(inputs: Password_GuessableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is built on a word everyone tries first (the site’s name, a city, "password"). Choose one that is harder to guess.`)
};

const sw_password_guessable = /** @type {(inputs: Password_GuessableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenosiri hili limejengwa juu ya neno ambalo kila mtu hujaribu kwanza (jina la tovuti, jiji, "password"). Chagua lililo gumu zaidi kukisia.`)
};

/**
* | output |
* | --- |
* | "This password is built on a word everyone tries first (the site’s name, a city, \"password\"). Choose one that is harder to guess." |
*
* @param {Password_GuessableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const password_guessable = /** @type {((inputs?: Password_GuessableInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_GuessableInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_password_guessable(inputs)
	return en_password_guessable(inputs)
});