/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_Admin_BodyInputs */

const en_notify_role_admin_body = /** @type {(inputs: Notify_Role_Admin_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can approve listings and hosts, and see every booking, in the admin panel.`)
};

const sw_notify_role_admin_body = /** @type {(inputs: Notify_Role_Admin_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaweza kuidhinisha maeneo na wenyeji, na kuona kila uhifadhi, kwenye paneli ya msimamizi.`)
};

/**
* | output |
* | --- |
* | "You can approve listings and hosts, and see every booking, in the admin panel." |
*
* @param {Notify_Role_Admin_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_admin_body = /** @type {((inputs?: Notify_Role_Admin_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_Admin_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_admin_body(inputs)
	return en_notify_role_admin_body(inputs)
});