/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Socket_Sign_In_AgainInputs */

const en_socket_sign_in_again = /** @type {(inputs: Socket_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in again.`)
};

const sw_socket_sign_in_again = /** @type {(inputs: Socket_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali ingia tena.`)
};

/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Socket_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const socket_sign_in_again = /** @type {((inputs?: Socket_Sign_In_AgainInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Socket_Sign_In_AgainInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_socket_sign_in_again(inputs)
	return en_socket_sign_in_again(inputs)
});