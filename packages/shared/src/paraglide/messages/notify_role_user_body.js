/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_User_BodyInputs */

const en_notify_role_user_body = /** @type {(inputs: Notify_Role_User_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin changed your account to a member's. Your listings stay as they are; if this is a mistake, write to us through Help.`)
};

const sw_notify_role_user_body = /** @type {(inputs: Notify_Role_User_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimamizi amebadilisha akaunti yako kuwa ya mwanachama. Maeneo yako yanabaki yalivyo; kama ni kosa, tuandikie kupitia Msaada.`)
};

/**
* | output |
* | --- |
* | "An admin changed your account to a member's. Your listings stay as they are; if this is a mistake, write to us through Help." |
*
* @param {Notify_Role_User_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_user_body = /** @type {((inputs?: Notify_Role_User_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_User_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_user_body(inputs)
	return en_notify_role_user_body(inputs)
});