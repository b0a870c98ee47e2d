/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_Access_DeniedInputs */

const en_messages_access_denied = /** @type {(inputs: Messages_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const sw_messages_access_denied = /** @type {(inputs: Messages_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huna Ruhusa`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Messages_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_access_denied = /** @type {((inputs?: Messages_Access_DeniedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Access_DeniedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_messages_access_denied(inputs)
	return en_messages_access_denied(inputs)
});