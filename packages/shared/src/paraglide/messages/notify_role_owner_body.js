/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_Owner_BodyInputs */

const en_notify_role_owner_body = /** @type {(inputs: Notify_Role_Owner_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin made you a host. List your first space: it goes live once approved.`)
};

const sw_notify_role_owner_body = /** @type {(inputs: Notify_Role_Owner_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimamizi amekufanya mwenyeji. Weka eneo lako la kwanza: litaonekana likishaidhinishwa.`)
};

/**
* | output |
* | --- |
* | "An admin made you a host. List your first space: it goes live once approved." |
*
* @param {Notify_Role_Owner_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_owner_body = /** @type {((inputs?: Notify_Role_Owner_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_Owner_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_owner_body(inputs)
	return en_notify_role_owner_body(inputs)
});